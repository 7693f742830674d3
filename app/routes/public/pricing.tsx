import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'pricing', description: 'Lectio pricing page.', path: '/pricing' });

export default function Page() {
  return <h1 className="container">pricing</h1>;
}
