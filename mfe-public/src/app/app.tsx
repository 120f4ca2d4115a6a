import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import {
  AUTH_ROUTES,
  LOCALE_PATH_PREFIX,
  splitLocalePath,
  type ContentPageId,
} from '@yoga/contracts';
import { setLocale, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { publicCatalog } from '../shared/i18n';
import { PageFallback } from '../shared/components/page-fallback';
import { ReadPageContent } from '../shared/content';
import { useServerRendered } from '../shared/initial-data';
import { evaluateAlone } from '../shared/logic/load-in-turns';
// Every page is a chunk of its own, home and pricing too: a server-rendered page is painted before any
// script runs, and each page then downloads only its own code (home's below-the-fold sections are a
// further chunk of their own).
const HomePage = lazy(() => import('../features/home/pages/home-page'));
const PricePage = lazy(() => import('../features/pricing/pages/price-page'));
const BlogListPage = lazy(() => import('../features/blog/pages/blog-list-page'));
const BlogPostPage = lazy(() => import('../features/blog/pages/blog-post-page'));
const LiveEventsPage = lazy(() => import('../features/live-events/pages/live-events-page'));
const MainSliderPage = lazy(() => import('../features/live-events/pages/main-slider-page'));
const SchedulePage = lazy(() => import('../features/schedule/pages/schedule-page'));
const ContactPage = lazy(() => import('../features/contact/pages/contact-page'));
const AboutPage = lazy(() => import('../features/about/pages/about-page'));
const MentalHealthPage = lazy(() => import('../features/wellness/pages/mental-health-page'));
const NutritionPage = lazy(() => import('../features/wellness/pages/nutrition-page'));
const PhysicalPage = lazy(() => import('../features/wellness/pages/physical-page'));
const LifestylePage = lazy(() => import('../features/wellness/pages/lifestyle-page'));
const RefundPage = lazy(() => import('../features/policies/pages/refund-page'));
const PrivacyPage = lazy(() => import('../features/policies/pages/privacy-page'));
const TermsPage = lazy(() => import('../features/policies/pages/terms-page'));
// The pages a visitor uses without a session call the API with a plain fetch and load no store (issue 23);
// the two that need a session (new password, e-mail confirmation) get the page's store.
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const GreetPage = lazy(() => import('../features/auth/pages/greet-page'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const ForgotPage = lazy(() => import('../features/auth/pages/forgot-page'));
const ResetPage = lazy(() => import('../features/auth/pages/reset-page'));
const ConfirmEmailPage = lazyWithStore(() => import('../features/auth/pages/confirm-email-page'));
const NewPasswordPage = lazyWithStore(() => import('../features/auth/pages/new-password-page'));
// Same layout as the auth pages, inactive: painted first on a client-rendered visit, so the heading shows
// before the page's code loads.
const LoginPlaceholder = lazy(() =>
  import('../features/auth/pages/auth-placeholders').then((m) => ({ default: m.LoginPlaceholder })),
);
const RegisterPlaceholder = lazy(() =>
  import('../features/auth/pages/auth-placeholders').then((m) => ({
    default: m.RegisterPlaceholder,
  })),
);
const VerifyPage = lazy(() => import('../features/verify/pages/verify-page'));
const NotFoundPage = lazy(() => import('../features/not-found/pages/not-found-page'));

/**
 * Pages that need the session get the page's store; the others never download Redux. Its libraries are
 * imported one after the other, each evaluated in a task of its own, then the page's chunk.
 */
function lazyWithStore(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    // Redux Toolkit, React Redux and the store, each started in a task of its own (see load-in-turns).
    // One export named: the store's own imports decide which parts are kept (see page-client.tsx).
    await evaluateAlone(() => import(/* webpackExports: ["configureStore"] */ '@reduxjs/toolkit'));
    await evaluateAlone(() => import(/* webpackExports: ["Provider"] */ 'react-redux'));
    const { AppStoreProvider } = await evaluateAlone(() => import('@yoga/auth'));
    const { default: Page } = await load();
    return {
      default: function StorePage() {
        return (
          <AppStoreProvider>
            <Page />
          </AppStoreProvider>
        );
      },
    };
  });
}

/** `content`: the page's content document, asked for while its code loads (unless the page came with it). */
function page(Page: LazyExoticComponent<ComponentType>, content?: ContentPageId) {
  return (
    <>
      {content && <ReadPageContent page={content} />}
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </>
  );
}

/** Calls `onPainted` once the content committed with it has been painted. */
function AfterPaint({ onPainted }: { onPainted: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onPainted);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onPainted]);
  return null;
}

/**
 * Paints the light placeholder first and only then starts loading the page, so the first paint does
 * not wait for the page's code. A server-rendered document already painted the
 * real page: it hydrates in place once its code has loaded (the placeholder is only the fallback).
 */
function PlaceholderFirst({
  Page,
  Placeholder,
}: {
  Page: LazyExoticComponent<ComponentType>;
  Placeholder: LazyExoticComponent<ComponentType>;
}) {
  const [painted, setPainted] = useState(useServerRendered());
  const onPainted = useCallback(() => setPainted(true), []);
  return (
    <Suspense fallback={<PageFallback />}>
      {painted ? (
        <Suspense fallback={<Placeholder />}>
          <Page />
        </Suspense>
      ) : (
        <>
          <Placeholder />
          <AfterPaint onPainted={onPainted} />
        </>
      )}
    </Suspense>
  );
}

/**
 * The language of the page is the one its URL names (`/hi/...`: Hindi). Following a link or the back
 * button into the other language switches the page's instance (not the stored choice).
 */
function LocaleFromUrl() {
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const wanted = splitLocalePath(pathname).locale;
  useEffect(() => {
    if (wanted !== locale) void setLocale(wanted, { persist: false });
  }, [wanted, locale]);
  return null;
}

/** /auth opens the login page, in the page's language. */
function AuthIndex() {
  const to = useLocalePath();
  return <Navigate to={to(AUTH_ROUTES.login)} replace />;
}

/** Routes of the public area, relative to the shell's catch-all mount: English, and Hindi under /hi. */
export default function PublicApp() {
  useCatalog(publicCatalog);
  const pages = <PublicPages />;
  return (
    <>
      <LocaleFromUrl />
      <Routes>
        <Route path={`${LOCALE_PATH_PREFIX.hi.slice(1)}/*`} element={pages} />
        <Route path="*" element={pages} />
      </Routes>
    </>
  );
}

function PublicPages() {
  return (
    <Routes>
      <Route index element={page(HomePage, 'home')} />
      <Route path="price" element={page(PricePage)} />
      <Route path="schedule" element={page(SchedulePage)} />
      <Route path="blogs" element={page(BlogListPage)} />
      <Route path="blogs/:id" element={page(BlogPostPage)} />
      <Route path="livestream" element={page(LiveEventsPage, 'events')} />
      <Route path="mainslider" element={page(MainSliderPage, 'mainslider')} />
      <Route path="contact" element={page(ContactPage, 'contact')} />
      <Route path="about" element={page(AboutPage, 'about')} />
      <Route path="mentalhealth" element={page(MentalHealthPage, 'mental')} />
      <Route path="nutrition" element={page(NutritionPage, 'nutrition')} />
      <Route path="physical" element={page(PhysicalPage, 'physical')} />
      <Route path="lifestyle" element={page(LifestylePage, 'lifestyle')} />
      <Route path="returnrefund" element={page(RefundPage, 'refund')} />
      <Route path="privacy-policy" element={page(PrivacyPage, 'privacy')} />
      <Route path="termsofuse" element={page(TermsPage, 'terms')} />
      <Route path="auth" element={<AuthIndex />} />
      <Route
        path="auth/register"
        element={<PlaceholderFirst Page={RegisterPage} Placeholder={RegisterPlaceholder} />}
      />
      <Route path="auth/greet" element={page(GreetPage)} />
      <Route
        path="auth/login"
        element={<PlaceholderFirst Page={LoginPage} Placeholder={LoginPlaceholder} />}
      />
      <Route path="auth/forgot" element={page(ForgotPage)} />
      <Route path="auth/reset" element={page(ResetPage)} />
      <Route path="auth/confirm-email" element={page(ConfirmEmailPage)} />
      <Route path="auth/new-password" element={page(NewPasswordPage)} />
      <Route path="verify/:code" element={page(VerifyPage)} />
      <Route path="*" element={page(NotFoundPage)} />
    </Routes>
  );
}
