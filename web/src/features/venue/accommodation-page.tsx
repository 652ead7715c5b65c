import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { FactText, NotYetPublished, ToBeAnnounced } from '../../components/ui/to-be-announced';
import { isKnown, noneKnown, type Fact } from '../../content/fact';
import { ACCOMMODATION_TRAVEL_NOTE, HOTELS, type Hotel } from '../../content/hotels';

/** A number to call once it is known; no tel: link before that. */
function Contact({ phone }: { phone: Fact<string> }) {
  if (!isKnown(phone)) return <ToBeAnnounced />;
  return <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
}

/** The facts a hotel's row gives; its serial number is only its place in the list. */
const HOTEL_FACTS = ['name', 'singleRate', 'doubleRate', 'contact'] as const;

/** What is coming while no hotel is known: how many, and what each row will give. */
function hotelsToCome(count: number): string {
  return `${count === 1 ? 'One hotel' : `${count} hotels`}, with single and double rates per night and a contact number, will be listed here once they are announced.`;
}

export function AccommodationPage() {
  return (
    <>
      <PageHero title="Accommodation">Where to stay during the conference.</PageHero>
      <Section id="hotels" title="Hotels">
        {noneKnown(HOTELS, HOTEL_FACTS) ? (
          <NotYetPublished what="Hotels">{hotelsToCome(HOTELS.length)}</NotYetPublished>
        ) : (
          <HotelsTable hotels={HOTELS} />
        )}
      </Section>
      <Section id="travel-note" title="Travel Note" className="prose">
        <p>{ACCOMMODATION_TRAVEL_NOTE}</p>
      </Section>
    </>
  );
}

function HotelsTable({ hotels }: { hotels: readonly Hotel[] }) {
  return (
    // Five columns scroll sideways on a phone: keyboard users reach the scroll box itself.
    <div className="table-scroll" role="region" aria-label="Hotels table" tabIndex={0}>
      <table className="table">
        <caption>Hotel rates per night</caption>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Hotel</th>
            <th scope="col">Single</th>
            <th scope="col">Double</th>
            <th scope="col">Contact</th>
          </tr>
        </thead>
        <tbody>
          {hotels.map((hotel) => (
            <tr key={hotel.serial}>
              <td>{hotel.serial}</td>
              <th scope="row">
                <FactText fact={hotel.name} />
              </th>
              <td>
                <FactText fact={hotel.singleRate} />
              </td>
              <td>
                <FactText fact={hotel.doubleRate} />
              </td>
              <td>
                <Contact phone={hotel.contact} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
