// A minimal start page until the app shell lands (issue 3): it proves the SPA is served on the same
// port as the API and shows the API's health in both languages.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Health = 'checking' | 'up' | 'down';

const texts = {
  en: {
    title: 'Fleet Workshop',
    api: 'API',
    up: 'running',
    down: 'not reachable',
    checking: 'checking…',
    docs: 'API reference (OpenAPI)',
  },
  ar: {
    title: 'ورشة الأسطول',
    api: 'الواجهة البرمجية',
    up: 'تعمل',
    down: 'غير متاحة',
    checking: 'جارٍ التحقق…',
    docs: 'مرجع الواجهة البرمجية (OpenAPI)',
  },
} as const;

function StartPage() {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    fetch('/api/openapi.json')
      .then((response) => setHealth(response.ok ? 'up' : 'down'))
      .catch(() => setHealth('down'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', color: '#333991' }}>
      {(['en', 'ar'] as const).map((language) => (
        <section
          key={language}
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          style={{ marginBlockEnd: '1.5rem' }}
        >
          <h1>{texts[language].title}</h1>
          <p data-testid={`health-${language}`}>
            {texts[language].api}: {texts[language][health]}
          </p>
          <a href="/api/openapi.json">{texts[language].docs}</a>
        </section>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StartPage />
  </StrictMode>,
);
