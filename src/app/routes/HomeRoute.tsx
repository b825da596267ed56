import { HomePage } from '../../features/home';

/** / — the home page; the layout adds the footer with its newsletter sign-up. */
export default function HomeRoute() {
  return (
    <main>
      <HomePage />
    </main>
  );
}
