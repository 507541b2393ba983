// The logged-out landing at /: title, tagline, Login/Register card, six feature cards. Its cards
// are plain elements styled like antd's (.panel in index.html): antd Card brings Tabs and its menu
// along, the landing's largest code after React (the bench holds the landing under 250 KB of
// JavaScript).
import { lazy, Suspense } from 'react';

import { PageLoading } from '../federation/PageLoading';
import { LanguageSelect } from '../language/LanguageSelect';
import { LazyAntdTheme } from '../LazyAntdTheme';
import { useT } from '../messages';
import { AuthTabs } from './AuthTabs';
import { LoginForm } from './LoginForm';

// The Register tab (antd's theme, Form and the Select it needs) loads when it is opened: a
// logged-out visit that only logs in never downloads it (the bench holds the landing under 250 KB
// of JavaScript).
const RegisterForm = lazy(() => import('./RegisterForm').then((module) => ({ default: module.RegisterForm })));

// The product's six features, in the words of its description (the chat line had no title of
// its own there; its card repeats it).
const FEATURES = ['scheduling', 'inventory', 'supplies', 'team', 'chat', 'jobSite'] as const;

export default function LandingPage() {
  const { t } = useT();
  return (
    <div className="landing">
      <div className="landing-language">
        <LanguageSelect />
      </div>
      <header className="landing-hero">
        <h1>Groundwork</h1>
        <p>{t('landing.tagline')}</p>
      </header>
      <div className="panel auth-card">
        <AuthTabs
          defaultKey="login"
          tabs={[
            { key: 'login', label: t('landing.login'), children: <LoginForm /> },
            {
              key: 'register',
              label: t('landing.register'),
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
      <section className="feature-grid" aria-label={t('landing.features')}>
        {FEATURES.map((feature) => (
          <article key={feature} className="panel panel-small feature-card">
            <h2>{t(`landing.feature.${feature}.title`)}</h2>
            <p>{t(`landing.feature.${feature}.description`)}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
