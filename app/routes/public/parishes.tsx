import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'parishes', description: 'Lectio parishes page.', path: '/parishes' });

export default function Page() {
  return <h1 className="container">parishes</h1>;
}
