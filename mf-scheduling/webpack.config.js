const { remoteWebpackConfig } = require('shell/federation/shared-config');

module.exports = remoteWebpackConfig({
  name: 'mf_scheduling',
  dir: __dirname,
  devPort: 3001, // npm run dev -w mf-scheduling
  exposes: {
    './MySchedulePage': './src/schedule/MySchedulePage.tsx',
    './SchedulingPage': './src/scheduling/SchedulingPage.tsx',
    './TeamPage': './src/team/TeamPage.tsx',
    './TimeOffPage': './src/time-off/TimeOffPage.tsx',
    './AvailabilityPage': './src/availability/AvailabilityPage.tsx',
  },
});
