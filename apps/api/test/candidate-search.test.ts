import { beforeAll, describe, expect, it } from 'vitest';
import { candidateListSchema, type CandidateListItem } from '@staffing/shared/candidate-schemas';
import { recordCandidate, refreshCandidate } from '../src/modules/candidates/candidate-sync.ts';
import { apply, candidateIdOf, readResumeText, useCandidateTestApp } from './helpers/candidates.ts';
import { seedJobs } from './helpers/jobs.ts';
import type { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

const DAY = 86_400_000;

describe('talent pool search: keywords with word forms, filters, sorts and pages', () => {
  const t = useCandidateTestApp();
  let staff: TestClient;
  const ids = { jane: '', omar: '', li: '', old: '' };
  let accountantJob = '';

  const search = async (query: string) => {
    const response = await staff.get(`/api/admin/candidates${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const items = candidateListSchema.parse(response.json());
    return { items, total: Number(response.headers['x-total-count']) };
  };
  const idsOf = (items: CandidateListItem[]) => items.map((item) => item._id);
  const found = async (query: string) => idsOf((await search(query)).items);
  const foundSet = async (query: string) => (await found(query)).sort();

  beforeAll(async () => {
    const [forklift, nurse, accountant] = (await seedJobs(t.app, [
      { title: 'Forklift Operator', industry: 'Drivers' },
      { title: 'Registered Nurse', industry: 'Healthcare' },
      { title: 'Staff Accountant', industry: 'Business' },
    ])) as [string, string, string];
    accountantJob = accountant;
    ({ client: staff } = await loggedInClient(t.app, 'recruiter'));

    const jane = await apply(t, {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      jobId: forklift,
    });
    await readResumeText(
      t,
      jane.resumeId,
      'JANE DOE\nSpringfield, IL 62701 | (312) 555-0142\nManaged a warehouse team; inventory control.',
    );
    const omar = await apply(t, {
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar@example.com',
      jobId: nurse,
    });
    await readResumeText(
      t,
      omar.resumeId,
      'Omar Haddad, Houston, TX\nPhone 713.555.0199\nNursing assistant for six years. Drove a forklift one summer.',
    );
    // Li's resume is still being read.
    await apply(t, {
      firstName: 'Li',
      lastName: 'Wei',
      email: 'li.wei@example.com',
      jobId: accountant,
    });
    // Someone who applied a hundred days ago.
    const old = await apply(t, {
      firstName: 'Olive',
      lastName: 'Timer',
      email: 'olive@example.com',
      jobId: nurse,
    });
    const then = new Date(Date.now() - 100 * DAY).toISOString();
    ids.old = await candidateIdOf(t, 'olive@example.com');
    await t.app.db
      .updateTable('applications')
      .set({ created_at: then })
      .where('id', '=', old.applicationId)
      .execute();
    await t.app.db
      .updateTable('resumes')
      .set({ created_at: then })
      .where('id', '=', old.resumeId)
      .execute();
    await t.app.db
      .updateTable('candidates')
      .set({ created_at: then })
      .where('id', '=', ids.old)
      .execute();
    await refreshCandidate(t.app.db, ids.old);

    ids.jane = await candidateIdOf(t, 'jane.doe@example.com');
    ids.omar = await candidateIdOf(t, 'omar@example.com');
    ids.li = await candidateIdOf(t, 'li.wei@example.com');

    // Omar's application moves on; Omar is tagged.
    const moved = await staff.request('PATCH', `/api/admin/applications/${omar.applicationId}`, {
      json: { status: 'interview' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await staff.request('PUT', `/api/admin/candidates/${ids.omar}/tags/Bilingual`)).statusCode,
    ).toBe(204);
  });

  it('lists everyone by last activity, newest first, with what the list shows', async () => {
    const { items, total } = await search('');
    expect(total).toBe(4);
    expect(idsOf(items)).toEqual([ids.li, ids.omar, ids.jane, ids.old]);
    expect(items.find((item) => item._id === ids.jane)).toEqual({
      _id: ids.jane,
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '(312) 555-0142',
      city: 'Springfield',
      region: 'IL',
      lastActivityAt: expect.any(String),
      latestStatus: 'new',
      tags: [],
      resumeReadable: true,
      resumeStatus: 'readable',
      applicationCount: 1,
      recentJobTitles: ['Forklift Operator'],
      locale: 'en',
    });
    expect(items.find((item) => item._id === ids.omar)).toMatchObject({
      latestStatus: 'interview',
      tags: ['bilingual'],
      city: 'Houston',
      region: 'TX',
    });
    expect(items.find((item) => item._id === ids.li)).toMatchObject({
      resumeReadable: false,
      resumeStatus: 'pending',
      phone: null,
      city: null,
    });
  });

  it('tells a resume still being read from one that could not be read and from none', async () => {
    const unread = await apply(t, {
      firstName: 'Una',
      lastName: 'Scanned',
      email: 'una@example.com',
      jobId: accountantJob,
    });
    await readResumeText(t, unread.resumeId, null);
    const una = await candidateIdOf(t, 'una@example.com');
    // Someone recorded without any resume (an account signed up without one has none either).
    const nemo = await recordCandidate(t.app.db, {
      email: 'nemo@example.com',
      firstName: 'Nemo',
      lastName: 'Resumeless',
      at: new Date().toISOString(),
    });
    try {
      const statuses = async (query: string) =>
        Object.fromEntries(
          (await search(query)).items.map((item) => [
            item._id,
            [item.resumeStatus, item.resumeReadable],
          ]),
        );
      const expected = {
        [ids.jane]: ['readable', true],
        [ids.li]: ['pending', false],
        [una]: ['unreadable', false],
        [nemo]: ['none', false],
      };
      expect(await statuses('')).toMatchObject(expected);
      // The same through a keyword search, whose rows come through the full-text index.
      expect(await statuses('q=example.com')).toMatchObject(expected);
      expect(await statuses('q=scanned')).toEqual({ [una]: ['unreadable', false] });
      const detail = await staff.get(`/api/admin/candidates/${nemo}`);
      expect(detail.json()).toMatchObject({ resumeStatus: 'none', resumes: [] });
      expect((await staff.get(`/api/admin/candidates/${una}`)).json()).toMatchObject({
        resumeStatus: 'unreadable',
      });
    } finally {
      for (const id of [una, nemo]) {
        expect((await staff.request('DELETE', `/api/admin/candidates/${id}`)).statusCode).toBe(204);
      }
    }
  });

  it('finds resume text by its word forms', async () => {
    expect(await found('q=managing')).toEqual([ids.jane]);
    expect(await found('q=warehouses')).toEqual([ids.jane]);
    expect(await found('q=inventories')).toEqual([ids.jane]);
    // "Nursing" in Omar's resume; "Nurse" in the title Olive and Omar applied to.
    expect(await foundSet('q=nurses')).toEqual([ids.omar, ids.old].sort());
    expect(await found('q=summers+forklifts')).toEqual([ids.omar]);
    // Every word must match.
    expect(await found('q=warehouse+houston')).toEqual([]);
    const none = await search('q=plumbing');
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('finds names, addresses, phone numbers and the titles applied to', async () => {
    expect(await found('q=haddad')).toEqual([ids.omar]);
    expect(await found('q=Jane+Doe')).toEqual([ids.jane]);
    expect(await found('q=omar%40example.com')).toEqual([ids.omar]);
    expect(await found('q=li.wei')).toEqual([ids.li]);
    expect(await found('q=accountant')).toEqual([ids.li]);
    expect(await found('q=7135550199')).toEqual([ids.omar]);
    expect(await found('q=713-555-0199')).toEqual([ids.omar]);
    expect(await found('q=%28312%29+555')).toEqual([ids.jane]);
    // The start of a word is enough, as in a search box.
    expect(await found('q=hadd')).toEqual([ids.omar]);
  });

  it('filters by industry applied to, place, status, activity, readable resume and tag', async () => {
    expect(await foundSet('industry=Healthcare')).toEqual([ids.omar, ids.old].sort());
    expect(await found('industry=Drivers')).toEqual([ids.jane]);
    expect(await found('industry=ItTech')).toEqual([]);

    expect(await found('where=IL')).toEqual([ids.jane]);
    expect(await found('where=il')).toEqual([ids.jane]);
    expect(await found('where=Springfield')).toEqual([ids.jane]);
    expect(await found('where=springfield%2C+IL')).toEqual([ids.jane]);
    expect(await found('where=Houston%2C+TX')).toEqual([ids.omar]);
    expect(await found('where=Houston%2C+IL')).toEqual([]);

    expect(await found('status=interview')).toEqual([ids.omar]);
    expect(await found('status=new')).toEqual([ids.li, ids.jane, ids.old]);
    expect(await found('status=hired')).toEqual([]);

    expect(await found('activeWithin=30')).toEqual([ids.li, ids.omar, ids.jane]);
    expect(await found('activeWithin=365')).toHaveLength(4);

    expect(await found('readable=true')).toEqual([ids.omar, ids.jane]);
    // The box left empty filters nothing.
    expect(await found('readable=false')).toHaveLength(4);

    expect(await found('tag=bilingual')).toEqual([ids.omar]);
    expect(await found('tag=Bilingual+')).toEqual([ids.omar]);
    expect(await found('tag=forklift')).toEqual([]);

    // Filters and keywords together.
    expect(await found('q=forklift&industry=Healthcare')).toEqual([ids.omar]);
    expect(await found('q=forklift&where=IL&status=new')).toEqual([ids.jane]);
    const narrowed = await search(
      'industry=Healthcare&activeWithin=30&readable=true&tag=bilingual',
    );
    expect(narrowed).toMatchObject({ total: 1 });
    expect(idsOf(narrowed.items)).toEqual([ids.omar]);
  });

  it('ranks a keyword search by relevance unless asked for activity', async () => {
    // Jane applied to "Forklift Operator" (a title weighs more); Omar's resume mentions one.
    expect(await found('q=forklift')).toEqual([ids.jane, ids.omar]);
    expect(await found('q=forklift&sort=relevance')).toEqual([ids.jane, ids.omar]);
    expect(await found('q=forklift&sort=activity')).toEqual([ids.omar, ids.jane]);
    // Relevance without keywords has nothing to rank: by activity.
    expect(await found('sort=relevance')).toEqual([ids.li, ids.omar, ids.jane, ids.old]);

    // A name weighs most: the newest candidate ranks first, which is neither the order of
    // their ids nor the reverse of their activity.
    await apply(t, {
      firstName: 'Fay',
      lastName: 'Forklift',
      email: 'fay@example.com',
      jobId: accountantJob,
    });
    const fay = await candidateIdOf(t, 'fay@example.com');
    expect(await found('q=forklift')).toEqual([fay, ids.jane, ids.omar]);
    expect(await found('q=forklift&sort=activity')).toEqual([fay, ids.omar, ids.jane]);
    expect((await staff.request('DELETE', `/api/admin/candidates/${fay}`)).statusCode).toBe(204);
  });

  it('pages with X-Total-Count, and pages never overlap', async () => {
    const first = await search('limit=2');
    const second = await search('limit=2&page=2');
    const third = await search('limit=2&page=3');
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(third).toEqual({ items: [], total: 4 });
    expect([...idsOf(first.items), ...idsOf(second.items)]).toEqual([
      ids.li,
      ids.omar,
      ids.jane,
      ids.old,
    ]);
    const keyword = await search('q=nurse&limit=1&page=2');
    expect(keyword.total).toBe(2);
    expect(keyword.items).toHaveLength(1);
  });

  it('answers 400 for query values it cannot use, naming the field', async () => {
    for (const [query, field] of [
      ['sort=best', 'sort'],
      ['activeWithin=0', 'activeWithin'],
      ['activeWithin=soon', 'activeWithin'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['industry=Mining', 'industry'],
      ['status=lost', 'status'],
      ['readable=yes', 'readable'],
      ['tag=%21%21', 'tag'],
      ['q=a&q=b', 'q'],
      ['colour=blue', 'colour'],
    ] as const) {
      const response = await staff.get(`/api/admin/candidates?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json<{ fieldErrors: Record<string, string> }>().fieldErrors,
        query,
      ).toHaveProperty(field);
    }
  });
});

describe('talent pool search: the same words on both databases', () => {
  const t = useCandidateTestApp();
  let staff: TestClient;
  const ids = { will: '', ann: '' };

  const found = async (q: string) => {
    const response = await staff.get(`/api/admin/candidates?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return candidateListSchema
      .parse(response.json())
      .map((item) => item._id)
      .sort();
  };

  beforeAll(async () => {
    const [nurse, support] = (await seedJobs(t.app, [
      { title: 'Registered Nurse', industry: 'Healthcare' },
      { title: 'Help Desk Analyst', industry: 'ItTech' },
    ])) as [string, string];
    ({ client: staff } = await loggedInClient(t.app, 'recruiter'));
    // Will's resume could not be read: his name and the title he applied to are all there is.
    const will = await apply(t, {
      firstName: 'Will',
      lastName: 'Ford',
      email: 'w.ford@example.com',
      jobId: nurse,
    });
    await readResumeText(t, will.resumeId, null);
    const ann = await apply(t, {
      firstName: 'Ann',
      lastName: 'Berg',
      email: 'ann.berg@example.com',
      jobId: support,
    });
    await readResumeText(
      t,
      ann.resumeId,
      'Ran the IT help desk of a hospital; trained as a nurse.',
    );
    ids.will = await candidateIdOf(t, 'w.ford@example.com');
    ids.ann = await candidateIdOf(t, 'ann.berg@example.com');
  });

  it('finds a first name or a skill that stop-word lists hold', async () => {
    expect(await found('Will')).toEqual([ids.will]);
    expect(await found('will ford')).toEqual([ids.will]);
    expect(await found('IT help desk')).toEqual([ids.ann]);
  });

  it('leaves out the filler words around a keyword, unless they are all there is', async () => {
    expect(await found('the nurse')).toEqual([ids.will, ids.ann].sort());
    expect(await found('nurse with IT')).toEqual([ids.ann]);
    expect(await found('the')).toEqual([ids.ann]);
  });
});
