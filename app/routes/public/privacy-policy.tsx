import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'privacy-policy',
    description: 'Lectio privacy-policy page.',
    path: '/privacy-policy',
  });

export default function Page() {
  return <h1 className="container">privacy-policy</h1>;
}
