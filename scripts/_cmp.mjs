import { PNG } from 'pngjs';
import fs from 'node:fs';
const [a,b] = process.argv.slice(2,4).map(p=>PNG.sync.read(fs.readFileSync(p)));
const [x0,y0,x1,y1]=process.argv.slice(4).map(Number);
const hist=new Map();
for(let y=y0;y<y1;y++)for(let x=x0;x<x1;x++){const i=(y*a.width+x)*4;const pa=a.data.slice(i,i+3).join(','),pb=b.data.slice(i,i+3).join(',');if(pa!==pb){const k=pa+' -> '+pb;hist.set(k,(hist.get(k)??0)+1)}}
console.log([...hist].sort((p,q)=>q[1]-p[1]).slice(0,8));
