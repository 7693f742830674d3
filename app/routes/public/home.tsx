import { pageMeta } from '~/lib/page-meta';

export const meta = () => pageMeta({ title: 'home', description: 'Lectio home page.', path: '/home' });

export default function Page() {
  return <h1 className="container">home</h1>;
}
