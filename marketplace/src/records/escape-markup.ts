/** Text safe inside HTML or SVG, in an element or a quoted attribute: < > & " ' as character references. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
