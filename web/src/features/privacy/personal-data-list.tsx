import { PERSONAL_DATA, PROCESSOR_NAMES, type PersonalDataItem } from '../../content/privacy-notice';

function Item({ item }: { item: PersonalDataItem }) {
  return (
    <li className="privacy-item">
      <h3>{item.item}</h3>
      <dl className="privacy-item__facts">
        <div>
          <dt>Why</dt>
          <dd>{item.purpose}</dd>
        </div>
        <div>
          <dt>Processed by</dt>
          <dd>
            {item.processors.length === 0
              ? 'Nobody: it stays in your own browser'
              : item.processors.map((processor) => PROCESSOR_NAMES[processor]).join(', ')}
          </dd>
        </div>
        <div>
          <dt>Kept</dt>
          <dd data-retention={item.retention}>{item.kept}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Each item a registration collects, with its purpose, its processors and how long it is kept. */
export function PersonalDataList() {
  return (
    <ul className="privacy-items">
      {PERSONAL_DATA.map((item) => (
        <Item key={item.item} item={item} />
      ))}
    </ul>
  );
}
