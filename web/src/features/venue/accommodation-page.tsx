import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { ACCOMMODATION_TRAVEL_NOTE, HOTELS } from '../../content/hotels';

export function AccommodationPage() {
  return (
    <>
      <PageHero title="Accommodation">Hotels in Dharwad and Hubballi for conference guests.</PageHero>
      <Section id="hotels" title="Hotels">
        <div className="table-scroll">
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
              {HOTELS.map((hotel) => (
                <tr key={hotel.serial}>
                  <td>{hotel.serial}</td>
                  <th scope="row">{hotel.name}</th>
                  <td>{hotel.single}</td>
                  <td>{hotel.double}</td>
                  <td>
                    <a href={`tel:${hotel.contact.replace(/\s+/g, '')}`}>{hotel.contact}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="travel-note" title="Travel Note" className="prose">
        <p>{ACCOMMODATION_TRAVEL_NOTE}</p>
      </Section>
    </>
  );
}
