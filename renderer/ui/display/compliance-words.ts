/**
 * A marketplace's compliance flag (HIPAA, GDPR) in words that cannot be misread: `true` is the
 * marketplace marking the dataset compliant; `false` is only the absence of that mark, not a
 * finding that it is not compliant (the API's flags filter on true and mean nothing on false).
 */
export function complianceWords(marked: boolean): string {
  return marked ? 'Marked compliant' : 'Not marked compliant';
}
