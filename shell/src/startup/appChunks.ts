// The first screens' chunks, each imported from this one place. webpack makes a chunk per import()
// and leaves out what the importing chunk already has: the entry's warm-up (firstScreen.ts) and the
// app's lazy components (App.tsx, AuthenticatedApp.tsx) importing the same page separately got two
// different chunks of it, and the browser downloaded both.
export const loadPublicApp = () => import('../routes/PublicApp');
export const loadAuthenticatedApp = () => import('../routes/AuthenticatedApp');
export const loadDashboardPage = () => import('../dashboard/DashboardPage');
