import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx', { id: 'home' }),
    route('faithcademy', 'routes/public/home.tsx', { id: 'faithcademy' }),
    route('about', 'routes/public/about.tsx'),
    route('schools', 'routes/public/schools.tsx'),
    route('parishes+institutions', 'routes/public/parishes.tsx'),
    route('pricing', 'routes/public/pricing.tsx'),
    route('home/terms', 'routes/public/terms.tsx'),
    route('home/privacy-policy', 'routes/public/privacy-policy.tsx'),
    route('home/cookie-policy', 'routes/public/cookie-policy.tsx'),
    route('donate/:schoolName/payment', 'routes/public/donate.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
] satisfies RouteConfig;
