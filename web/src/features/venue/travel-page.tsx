import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { AIRPORTS, LOCAL_TRANSPORT, RAILWAY_STATIONS, VENUE } from '../../content/venue';

export function TravelPage() {
  return (
    <>
      <PageHero title="Travel">
        {VENUE.name}, {VENUE.address}
      </PageHero>
      <Section id="airports" title="By Air" className="prose">
        <ul>
          {AIRPORTS.map((airport) => (
            <li key={airport.name}>
              <strong>{airport.name}</strong>: {airport.detail}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="trains" title="By Train">
        <div className="table-scroll">
          <table className="table">
            <caption>Railway stations near the venue</caption>
            <thead>
              <tr>
                <th scope="col">Station</th>
                <th scope="col">Distance to the venue</th>
              </tr>
            </thead>
            <tbody>
              {RAILWAY_STATIONS.map((station) => (
                <tr key={station.name}>
                  <th scope="row">{station.name}</th>
                  <td>{station.distanceKm} km</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="local" title="Local Transport" className="prose">
        <ul>
          {LOCAL_TRANSPORT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
