import { describe, expect, it } from 'vitest';
import { questions } from './unique-searches.ts';

describe('unique searches: the bots’ questions', () => {
  it('asks no question twice in a run, either word first counting as the same question', () => {
    const ask = questions(1_000_008);
    const asked = new Set<string>();
    for (let index = 0; index < 5000; index++) {
      const [words = '', filter = ''] = ask().split('&');
      const key = `${words.slice('q='.length).split('+').sort().join(' ')} ${filter}`;
      expect(asked.has(key)).toBe(false);
      asked.add(key);
    }
  });

  it('asks the same questions in two runs with the same seed', () => {
    const first = questions(42);
    const second = questions(42);
    for (let index = 0; index < 50; index++) expect(first()).toBe(second());
  });
});
