export { CodeBlock } from './code-block.tsx';
