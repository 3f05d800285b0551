import { parseLocation } from '../seo/location-parser.ts';

// Contact details read out of a resume's text: the first US phone number and the first
// "City, ST" (a resume's header is where both usually are). Staff correct what this gets
// wrong; their values then win over later reads (candidate-sync.ts).

// Only the top of the text: an address further down is an employer's or a school's.
const HEAD_CHARACTERS = 3000;

// (555) 123-4567, 555-123-4567, 555.123.4567, +1 555 123 4567, 5551234567; not inside a
// longer run of digits (an ID or a date stamp).
const PHONE_PATTERN =
  /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/u;

// One to three capitalised words, a comma, two capitals: "Chicago, IL", "St. Louis, MO",
// "Salt Lake City, UT 84101". parseLocation then checks the state code is a real one.
const PLACE_PATTERN =
  /(?<![\p{L}.'-])((?:\p{Lu}[\p{L}.'-]*)(?:[ \t]+\p{Lu}[\p{L}.'-]*){0,2}),[ \t]*(\p{Lu}{2})(?![\p{L}\p{N}])/gu;

export function phoneDigits(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/gu, '');
  // A US number with its country code is searched by its ten digits.
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national || null;
}

export function readPhone(text: string): string | null {
  const match = PHONE_PATTERN.exec(text.slice(0, HEAD_CHARACTERS));
  return match ? match[0].trim() : null;
}

export function readPlace(text: string): { city: string; region: string } | null {
  for (const match of text.slice(0, HEAD_CHARACTERS).matchAll(PLACE_PATTERN)) {
    const parsed = parseLocation(`${match[1] ?? ''}, ${match[2] ?? ''}`);
    if (parsed && !parsed.remote && parsed.addressRegion) {
      return { city: parsed.addressLocality, region: parsed.addressRegion };
    }
  }
  return null;
}
