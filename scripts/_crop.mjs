import { PNG } from 'pngjs';
import fs from 'node:fs';
const [src,out,x0,y0,w,h,s]=process.argv.slice(2);const [X,Y,W,H,S]=[x0,y0,w,h,s].map(Number);
const a=PNG.sync.read(fs.readFileSync(src));const o=new PNG({width:W*S,height:H*S});
for(let y=0;y<H*S;y++)for(let x=0;x<W*S;x++){const i=((Y+Math.floor(y/S))*a.width+X+Math.floor(x/S))*4,j=(y*W*S+x)*4;for(let c=0;c<4;c++)o.data[j+c]=a.data[i+c]}
fs.writeFileSync(out,PNG.sync.write(o));
