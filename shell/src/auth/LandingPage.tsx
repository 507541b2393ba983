// The logged-out landing at /: title, tagline, Login/Register card, six feature cards. Its cards
// are plain elements styled like antd's (.panel in index.html): antd Card brings Tabs and its menu
// along, the landing's largest code after React (the bench holds the landing under 250 KB of
// JavaScript).
import { lazy, Suspense } from 'react';

import { PageLoading } from '../federation/PageLoading';
import { LazyAntdTheme } from '../LazyAntdTheme';
import { AuthTabs } from './AuthTabs';
import { LoginForm } from './LoginForm';

// The Register tab (antd's theme, Form and the Select it needs) loads when it is opened: a
// logged-out visit that only logs in never downloads it (the bench holds the landing under 250 KB
// of JavaScript).
const RegisterForm = lazy(() => import('./RegisterForm').then((module) => ({ default: module.RegisterForm })));

// The product's six features, in the words of its description (the chat line had no title of
// its own there; its card repeats it).
const FEATURES: { title: string; description: string }[] = [
  { title: 'Smart scheduling', description: 'Assign workers to job sites with notifications and 7-day planning.' },
  { title: 'Inventory tracking', description: 'Daily mandatory checks, shortage reporting, automated reordering.' },
  { title: 'Supply orders', description: 'Price comparison between two home-improvement retailers.' },
  { title: 'Team management', description: 'Role-based access for admin, foreman and worker, plus time-off requests.' },
  { title: 'Real-time chat', description: 'Real-time chat between team members.' },
  { title: 'Job-site tools', description: 'Issue reporting, break tracking, navigation to job locations.' },
];

export default function LandingPage() {
  return (
    <div className="landing">
      <header className="landing-hero">
        <h1>Groundwork</h1>
        <p>Scheduling, supplies and job-site tools for construction and deconstruction crews, in one place.</p>
      </header>
      <div className="panel auth-card">
        <AuthTabs
          defaultKey="login"
          tabs={[
            { key: 'login', label: 'Login', children: <LoginForm /> },
            {
              key: 'register',
              label: 'Register',
              children: (
                <Suspense fallback={<PageLoading />}>
                  <LazyAntdTheme>
                    <RegisterForm />
                  </LazyAntdTheme>
                </Suspense>
              ),
            },
          ]}
        />
      </div>
      <section className="feature-grid" aria-label="Features">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="panel panel-small feature-card">
            <h2>{feature.title}</h2>
            <p>{feature.description}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
