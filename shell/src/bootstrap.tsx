// Runs after the federation runtime has settled the shared singletons.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';

import { App } from './App';
import { applyLanguage, i18n, isLanguage, store } from './sdk';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The page's `lang`, dayjs's month names and a non-English catalog follow the chosen language from the start.
if (isLanguage(i18n.language)) void applyLanguage(i18n.language, { remember: false });

const root = createRoot(container);
// A transition, so React renders the first screen in slices and yields to the browser between
// them rather than in one long task (less total blocking time on a slow phone). antd's theme
// is not here but around the parts that render antd (AntdTheme.tsx).
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
});
