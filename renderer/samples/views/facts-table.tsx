import { useId } from 'react';

/** "What the file says": a sample's facts, one row each, under a heading. */
export function FactsTable({ facts, title = 'What the file says' }: { facts: ReadonlyArray<readonly [string, string]>; title?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title">
        {title}
      </h3>
      <table className="data-table sample-facts">
        <tbody>
          {facts.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
