import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { queryClient } from '~/lib/query-client';
import { useScrollReset } from '~/lib/use-scroll-reset';
import './styles/global.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#26367a" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollReset();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <p className="page-loading" role="status">
      Loading ...
    </p>
  );
}
