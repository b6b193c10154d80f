import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { applyTheme, storedTheme } from './settings/theme.ts';
import './styles/global.css';

// The last theme seen, before the first paint; the server's answer follows (ThemeApplier).
applyTheme(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
