// The shared 2-core machine renders antd slowly: give findBy* queries 5 s instead of 1 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
