import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'donate', description: 'Lectio donate page.', path: '/donate' });

export default function Page() {
  return <h1 className="container">donate</h1>;
}
