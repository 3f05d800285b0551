// Reads a posting's location text into the pieces of a schema.org PostalAddress. The board's
// locations are written as 'City, ST', sometimes with a note in parentheses ('Chicago, IL
// (hybrid)'), or as remote work ('Remote (US)').

export type ParsedLocation =
  | { remote: true; addressCountry: 'US' }
  | { remote: false; addressLocality: string; addressRegion?: string; addressCountry: 'US' };

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);

export function parseLocation(text: string): ParsedLocation | undefined {
  const trimmed = text.trim();
  if (/^remote\b/i.test(trimmed)) return { remote: true, addressCountry: 'US' };
  const withoutNote = trimmed.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const [city, region] = withoutNote.split(',').map((part) => part.trim());
  if (!city) return undefined;
  const state = region?.toUpperCase();
  if (state && US_STATES.has(state)) {
    return { remote: false, addressLocality: city, addressRegion: state, addressCountry: 'US' };
  }
  return { remote: false, addressLocality: withoutNote, addressCountry: 'US' };
}
