// Every island a document may hold, by name: the file name of its module under islands/.
// The server renders an island (island.tsx) and writes its name and props into the page; the
// browser loads the module by that name (island-registry.ts) and hydrates it with those
// props. Props travel as JSON, so they are plain data: no functions, no elements, no dates.
export const ISLAND_NAMES = [
  'site-header',
  'save-job',
  'share-job',
  'apply',
  'login',
  'sign-up',
  'forgot-password',
  'reset-password',
  'verify-email',
  'confirm-alert',
  'unsubscribe-alert',
  'contact-form',
  'job-filters-drawer',
  'job-alert',
  'job-order-form',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

// Behaviours: plain scripts without React for parts of a document that need a script but
// no component: the contact popup (server-rendered hidden, shown 6 s into the visit), the
// find-job page's forms (submitted as soon as a choice changes) and its counts (asked for
// again when the page was rendered without them), the login page's passkey
// autofill (a request that must be pending before the person reaches the email field) and the
// home page's carousel and alternating headline (they move on their own). They run as the page
// starts, so a page that holds only them and islands nobody has touched loads no React.
export const BEHAVIOUR_NAMES = [
  'contact-popup',
  'language-choice',
  'find-job-forms',
  'find-job-counts',
  'passkey-autofill',
  'carousel',
  'alternating-headline',
] as const;

export type BehaviourName = (typeof BEHAVIOUR_NAMES)[number];

// When an island hydrates: 'interaction' (the default) waits for a person to point at,
// touch or focus it, and then loads React and the island's code; a click or a submit made
// before that is held and replayed once the island is live. 'load' hydrates after the first
// frame: islands that act on their own (a link that confirms itself as it opens).
export type IslandHydration = 'load' | 'interaction';

// The attributes an island's element carries.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-island-hydrate';
// Set on an island's element once it is live (hydrated), for scripts that must not act on a
// dead button.
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
export const BEHAVIOUR_ATTRIBUTE = 'data-behaviour';
