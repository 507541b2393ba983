const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_field',
  dir: __dirname,
  devPort: 3002, // npm run dev -w mf-field
  exposes: {
    './JobSitePage': './src/jobSite/JobSitePage.tsx',
    './InventoryPage': './src/inventory/InventoryPage.tsx',
    './IssuesPage': './src/issues/IssuesPage.tsx',
    './TimeTrackingPage': './src/timeTracking/TimeTrackingPage.tsx',
    './JobSitesPage': './src/jobSites/JobSitesPage.tsx',
    './MyTimesheetPage': './src/timesheets/MyTimesheetPage.tsx',
    './TimesheetsPage': './src/timesheets/TimesheetsPage.tsx',
    // Not a page: the dashboard's Time Clock card (shell/src/dashboard/TimeClockSlot.tsx).
    './TimeClockCard': './src/timeClock/TimeClockCard.tsx',
  },
});
