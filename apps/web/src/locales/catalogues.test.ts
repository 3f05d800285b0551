// The translators' catalogues (ADR 0024): every English text of the web app has a Spanish
// one, and no translation loses, renames or adds a placeholder ({name}) or a markup tag
// (<0>…</0>), which would drop a value or a link from the page.
import { compareVariables, parsePo, validateIcu, type PoItem } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
// The files as a translator edits them (?raw: not compiled by Lingui's plugin).
import englishFile from './en/messages.po?raw';
import spanishFile from './es/messages.po?raw';

function entries(file: string): PoItem[] {
  return parsePo(file).items.filter((item) => !item.obsolete);
}

const TAG = /<\/?(\d+)\/?>/g;
function tags(message: string): string[] {
  return Array.from(message.matchAll(TAG), (match) => match[0]).sort();
}

const english = entries(englishFile);
const spanish = entries(spanishFile);

describe('the Spanish catalogue', () => {
  it('has every English message and no other', () => {
    expect(spanish.map((item) => item.msgid).sort()).toEqual(
      english.map((item) => item.msgid).sort(),
    );
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(spanish.map((item) => [item.msgid, item.msgstr[0] ?? ''] as const))(
    '"%s" is translated whole',
    (source, translation) => {
      expect(translation.trim(), 'no Spanish text').not.toBe('');
      expect(validateIcu(translation).errors).toEqual([]);
      const { missing, extra } = compareVariables(source, translation);
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      expect(tags(translation)).toEqual(tags(source));
    },
  );
});
