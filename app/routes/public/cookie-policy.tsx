import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'cookie-policy',
    description: 'Lectio cookie-policy page.',
    path: '/cookie-policy',
  });

export default function Page() {
  return <h1 className="container">cookie-policy</h1>;
}
