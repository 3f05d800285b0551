// GET /api/admin/export/*.csv -> text/csv attachments (admin only; the server neutralises
// spreadsheet formulas). Plain same-origin links send the session cookie, so the browser
// downloads them itself.
export const EXPORT_APPLICATIONS_URL = '/api/admin/export/applications.csv';
export const EXPORT_USERS_URL = '/api/admin/export/users.csv';
