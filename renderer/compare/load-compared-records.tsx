/**
 * The comparison's records not held yet, and the button that loads them, saying its cost first.
 * Disabled, with why, while today's quota is used up (the comparison's quota note says it,
 * `quotaNoteId`) or the computer is offline.
 */
import { useId } from 'react';
import { RequestCost } from '../compatibility/request-cost';
import { useOnline } from '../hooks/use-online';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Button } from '../ui';
import { costWords } from './comparison-cost';
import '../ui/feedback/load-offer.css';

const OFFLINE = 'The computer is offline: they can load once the connection is back.';

export function LoadComparedRecords({ cost, onLoad, quotaNoteId }: { cost: number; onLoad(): void; quotaNoteId: string }) {
  const gate = useQuotaGate();
  const online = useOnline();
  const reasonId = useId();
  const offline = !gate.blocked && !online;
  const describedBy = gate.blocked ? quotaNoteId : offline ? reasonId : undefined;
  const records = cost === 1 ? '1 record' : `${cost} records`;
  return (
    <div className="load-offer" role="group" aria-label="Records not loaded">
      <p>
        {records} of these datasets {cost === 1 ? 'is' : 'are'} not loaded yet. What is already loaded shows now, at no cost.
      </p>
      <Button variant="primary" size="sm" disabled={gate.blocked || offline} aria-describedby={describedBy} onClick={onLoad}>
        <span>
          Load the records
          <RequestCost words={costWords(cost)} />
        </span>
      </Button>
      {offline && (
        <p id={reasonId} className="load-offer__reason">
          {OFFLINE}
        </p>
      )}
    </div>
  );
}
