// Vitest runs in Node, where every module is "server"; the real `server-only` package throws outside React's
// server build, so unit tests that import server components' modules use this empty stand-in.
export {};
