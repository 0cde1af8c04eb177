/// <reference types="vite/client" />
declare module 'virtual:uno.css'
