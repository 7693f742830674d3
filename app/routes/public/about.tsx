import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'about', description: 'Lectio about page.', path: '/about' });

export default function Page() {
  return <h1 className="container">about</h1>;
}
