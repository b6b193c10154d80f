import { mount } from './mount.tsx';

/**
 * The `<script src=".../widget.js">` entry: mounts one assistant once the page has a body,
 * configured by the tag's `data-api-url`.
 */
const script = document.currentScript;
const apiUrl = script instanceof HTMLScriptElement ? script.dataset.apiUrl : undefined;

function start() {
  mount(apiUrl === undefined ? {} : { apiUrl });
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
