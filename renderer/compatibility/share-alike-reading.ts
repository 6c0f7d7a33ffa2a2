import { shareAlikeLicensesOf } from '../../shared/domain/licenses/share-alike';
import { termsOfLabel, type LabelReadings } from './label-terms';

/** The share-alike licences a label brings, in the app's reading: the core's reading where held, else the table's spellings. */
export function shareAlikeOfLabel(label: string, readings: LabelReadings): string[] {
  const reading = readings.get(label);
  if (reading !== undefined) return shareAlikeLicensesOf(reading);
  const terms = termsOfLabel(label, readings);
  return terms?.shareAlike ? [terms.id] : [];
}
