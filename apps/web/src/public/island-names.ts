// Every island a document may hold, by name: the file name of its module under islands/.
// The server renders an island (island.tsx) and writes its name and props into the page; the
// browser loads the module by that name (island-registry.ts) and hydrates it with those
// props. Props travel as JSON, so they are plain data: no functions, no elements, no dates.
export const ISLAND_NAMES = [
  'site-header',
  'carousel',
  'alternating-headline',
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

// Islands the server leaves empty and the browser mounts when their time comes: the contact
// popup, which appears after a delay and reads the browser's session storage as it starts.
// The find-job page's forms get their behaviour from find-job-forms, which draws nothing.
export const CLIENT_ISLAND_NAMES = ['contact-popup', 'find-job-forms'] as const;

export type ClientIslandName = (typeof CLIENT_ISLAND_NAMES)[number];

// The attributes an island's element carries.
export const ISLAND_ATTRIBUTE = 'data-island';
export const CLIENT_ISLAND_ATTRIBUTE = 'data-client-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
