// Typed react-redux hooks for the shell's own components.
import { useDispatch } from 'react-redux';

import type { AppDispatch } from './sdk';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
