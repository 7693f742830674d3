import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL, PRODUCT_NAME } from '@common/constants';
import {
  BROWSER_STORAGE,
  COOKIE_CATEGORIES,
  COOKIES,
  LEGAL_TITLES,
  VISITOR_COOKIES_STATEMENT,
  type CookieCategoryId,
  type CookieKey,
} from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { privacySectionPath } from '../utils/links';
import styles from './CookiePolicy.module.css';

const PURPOSES: Record<CookieKey, ReactNode> = {
  signIn: (
    <>
      Keeps a teacher or parent signed in, so you do not have to sign in again on every page. It is
      replaced at each sign-in and removed when you sign out.
    </>
  ),
  studentSignIn: (
    <>
      Keeps a student signed in. It ends when the browser closes, so a shared classroom computer
      does not stay signed in to a student’s account.
    </>
  ),
  studentPasswordSetup: (
    <>Lets a student who signed in with a login code go on to choose their own password.</>
  ),
  originalAccount: (
    <>
      While an educator views another account to help someone, remembers the educator’s own account,
      so signing out brings them back to it.
    </>
  ),
  academySignIn: (
    <>
      Keeps an instructor or participant signed in to Lectio Academy, our courses site. It is
      separate from the Journals sign-in, replaced at each sign-in and removed when you sign out.
    </>
  ),
  visitor: (
    <>
      A visitor cookie: a random number that lets us count visits to our public pages and how many
      visitors return. It never holds your name, and it is not active while you are signed in.
    </>
  ),
  lastSignInPage: (
    <>
      Remembers whether you last signed in as a teacher, a parent or a student, so the sign-in
      button takes you to the right page.
    </>
  ),
  googleSignIn: (
    <>
      Set by Google on the student sign-in page when a student chooses to sign in with Google, to
      keep that sign-in secure.
    </>
  ),
  paymentSecurity: (
    <>
      Set by our card payment provider on the bookstore checkout only, to detect and prevent card
      fraud.
    </>
  ),
};

const COOKIE_ENTRIES = Object.entries(COOKIES) as [CookieKey, (typeof COOKIES)[CookieKey]][];

function cookiesIn(category: CookieCategoryId) {
  return COOKIE_ENTRIES.filter(([, cookie]) => cookie.category === category);
}

function CookieTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Cookies used on {PRODUCT_NAME}, by type</caption>
      <thead>
        <tr>
          <th scope="col">Cookie</th>
          <th scope="col">Purpose</th>
          <th scope="col">Expires</th>
        </tr>
      </thead>
      {COOKIE_CATEGORIES.map((category) => (
        <tbody key={category.id} className={styles.group}>
          <tr>
            <th scope="rowgroup" colSpan={3} className={styles.groupHeading}>
              {category.title}
            </th>
          </tr>
          {cookiesIn(category.id).map(([key, cookie]) => (
            <tr key={key}>
              <th scope="row" className={styles.name}>
                {cookie.category === 'third-party' ? cookie.name : <code>{cookie.name}</code>}
              </th>
              <td className={styles.purpose}>{PURPOSES[key]}</td>
              <td className={styles.expiry}>
                <span className={styles.expiryLabel} aria-hidden="true">
                  Expires:{' '}
                </span>
                {cookie.expiry.label}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    body: (
      <>
        <p>
          A cookie is a small text file that a website asks your browser to keep. The next time your
          browser asks the site for a page, it sends the cookie back, so the site can tell that the
          request comes from the same browser: that you are still signed in, for example, or that
          you chose a setting last time.
        </p>
        <p>
          Cookies cannot run programs or read other files on your device. Each one belongs to the
          website that set it, and lasts until its expiry or until you delete it.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-cookies',
    title: 'How we use cookies',
    body: (
      <>
        <p>{PRODUCT_NAME} uses four kinds of cookie, and no advertising cookies at all.</p>
        <ul>
          <li>
            <strong>Session cookies</strong> keep your sign-in working as you move from page to
            page. Some end when you close your browser; the teacher and parent sign-in lasts a few
            days, so you need not sign in every time you visit.
          </li>
          <li>
            <strong>Persistent cookies</strong> stay for a set time, so a site can recognize a
            browser that returns. Ours is the visitor cookie that counts visits to our public pages.
          </li>
          <li>
            <strong>Functionality cookies</strong> remember a choice you made, so you do not have to
            make it again.
          </li>
          <li>
            <strong>Third-party cookies</strong> are set by another company whose service we use on
            a page: Google for student sign-in, and our card payment provider at checkout. Their use
            is governed by those companies’ own privacy policies.
          </li>
        </ul>
        <p>
          “Session” in the table below means the cookie is deleted when you close your browser.
          Third-party expiries are those the providers publish, and may change.
        </p>
      </>
    ),
  },
  {
    id: 'cookie-list',
    title: 'The cookies we use',
    body: <CookieTable />,
  },
  {
    id: 'signed-in',
    title: 'Visitor cookies and signed-in users',
    body: (
      <>
        <p className={styles.statement}>
          <strong>{VISITOR_COOKIES_STATEMENT}</strong>
        </p>
        <p>
          The visitor cookie is only for people browsing our public pages. As soon as a student,
          teacher or parent signs in, we stop using it and remove it from the browser, and we set it
          again only on public pages after signing out. While you are signed in, {PRODUCT_NAME} uses
          only the cookies it needs to keep you signed in and to remember your choices, so how
          students learn is never measured by a visitor cookie.
        </p>
      </>
    ),
  },
  {
    id: 'other-storage',
    title: 'Other browser storage',
    body: (
      <>
        <p>Besides cookies, a few pages keep small notes in your browser’s own storage:</p>
        <ul>
          <li>
            <strong>
              <code>{BROWSER_STORAGE.referral.keys[0]}</code> and{' '}
              <code>{BROWSER_STORAGE.referral.keys[1]}</code>
            </strong>{' '}
            (session storage): when you arrive through a colleague’s referral link, these remember
            the referral until you sign up, so it can be credited. They disappear when you close the
            tab.
          </li>
          <li>
            <strong>
              <code>{BROWSER_STORAGE.storeToken.keys[0]}</code>
            </strong>{' '}
            (local storage): lets the bookstore recognize a signed-in teacher, so teacher credits
            can be offered at checkout.
          </li>
          <li>
            <strong>
              <code>{BROWSER_STORAGE.paymentIntent.keys[0]}</code>
            </strong>{' '}
            (local storage): remembers a book payment in progress, so reloading the checkout page
            never charges you twice.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'controlling-cookies',
    title: 'How to control cookies',
    body: (
      <>
        <p>
          Every modern browser lets you see the cookies websites have stored, delete them, and block
          them for one site or for all. Look for “Cookies” or “Site data” in your browser’s privacy
          settings. On a shared computer, signing out and closing the browser removes the student
          sign-in cookie.
        </p>
        <p>
          You can block the visitor cookie, the functionality cookie and the third-party cookies
          without losing anything you need. If you block session cookies, you will not be able to
          sign in, because {PRODUCT_NAME} needs them to know it is still you from one page to the
          next.
        </p>
        <p>
          Schools that manage their students’ devices can apply these settings centrally. Our{' '}
          <Link to={privacySectionPath('cookies')}>{LEGAL_TITLES.privacy}</Link> explains how we
          handle the information cookies help us collect.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we add, remove or change a cookie, we update the table on this page and its effective
        date. A new cookie that is not needed to keep you signed in is never set on a student’s
        browser without the school’s agreement. The{' '}
        <Link to={PATHS.terms}>{LEGAL_TITLES.terms}</Link> explain how we tell account holders about
        changes.
      </p>
    ),
  },
];

/** Cookie Policy (SPEC §2.8): the four kinds of cookie and their expiries. */
export function CookiePolicy() {
  return (
    <LegalDocument
      document="cookies"
      effectiveDate={LEGAL.effectiveDate}
      lead={
        <p>
          Which cookies {PRODUCT_NAME} stores in your browser, why, for how long, and how you can
          control them.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
