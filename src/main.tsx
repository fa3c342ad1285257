import './styles/tokens.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app';

const { router, start } = createApp();
start();

// The server's sharing tags describe the page it sent; the routes' head takes over from here.
for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
