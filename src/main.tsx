import './ui/styles/index.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks #root');

boot(container).catch((error: unknown) => {
  // Never a blank page (DESIGN.md habits): say so and offer a reload. Plain DOM, because the
  // failure may be React's or the catalog's (SPEC section 8, error screen).
  console.error('The app failed to start.', error);
  const box = document.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'Something went wrong';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--primary';
  button.textContent = 'Refresh';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  container.replaceChildren(box);
});
