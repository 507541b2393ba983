// The one Redux store. makeStore exists for tests; the app and every remote use `store`.
import { configureStore } from '@reduxjs/toolkit';

import { api } from './api';

export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const store: AppStore = makeStore();
