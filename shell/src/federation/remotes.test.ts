import { remotePageScripts } from './remotes';

// The shape the manifest plugin writes (mf-client-portal/dist/mf-manifest.json, trimmed).
function manifest(publicPath: string, entryPath = '') {
  return {
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: entryPath } },
    exposes: [
      { path: './ClientHomePage', assets: { js: { sync: ['__federation_expose_ClientHomePage.b1c8393a.js'] } } },
      { path: './Other', assets: { js: { sync: ['__federation_expose_Other.0000.js'] } } },
    ],
  };
}

describe('remotePageScripts', () => {
  it("reads the entry and the page's own chunks beside the manifest when the public path is 'auto'", () => {
    expect(remotePageScripts('http://localhost/remotes/mf-client-portal/mf-manifest.json', manifest('auto'), './ClientHomePage')).toEqual([
      'http://localhost/remotes/mf-client-portal/remoteEntry.js',
      'http://localhost/remotes/mf-client-portal/__federation_expose_ClientHomePage.b1c8393a.js',
    ]);
  });

  it('reads them under a public path the remote was built with, and an entry in a folder', () => {
    expect(remotePageScripts('http://localhost/remotes/x/mf-manifest.json', manifest('https://cdn.example.com/x/', 'static'), './Other')).toEqual([
      'https://cdn.example.com/x/static/remoteEntry.js',
      'https://cdn.example.com/x/__federation_expose_Other.0000.js',
    ]);
  });

  it('gives the entry alone for a module the manifest does not expose', () => {
    expect(remotePageScripts('http://localhost/remotes/x/mf-manifest.json', manifest('auto'), './Missing')).toEqual([
      'http://localhost/remotes/x/remoteEntry.js',
    ]);
  });
});
