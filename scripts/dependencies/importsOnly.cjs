// Babel config that dependency-cruiser uses to read the TypeScript sources. TypeScript 7 ships no JavaScript API,
// so dependency-cruiser cannot parse TypeScript by itself here; babel's parser reads each module and this plugin
// hands dependency-cruiser a stand-in module holding only its imports as plain JavaScript: static imports and
// re-exports as `import 'x'`, dynamic imports as `import('x')`, and imports of types alone (`import type`,
// `export type … from`, `import('x').T` in a type) as `typeOnly('x')`, which the config declares an exotic require
// (dependency type `exotic-require`), so the layer rules see them and the cycle rule can pass over them.

/** Each module specifier in the syntax tree, with how it is loaded: 'static', 'dynamic' or 'type'. */
function* specifiers(node) {
  if (Array.isArray(node)) {
    for (const child of node) yield* specifiers(child);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
  switch (node.type) {
    case 'ImportDeclaration':
      yield { source: node.source.value, kind: node.importKind === 'type' ? 'type' : 'static' };
      break;
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
      if (node.source)
        yield { source: node.source.value, kind: node.exportKind === 'type' ? 'type' : 'static' };
      break;
    case 'TSImportEqualsDeclaration':
      if (node.moduleReference.type === 'TSExternalModuleReference')
        yield {
          source: node.moduleReference.expression.value,
          kind: node.importKind === 'type' ? 'type' : 'static',
        };
      break;
    case 'TSImportType': {
      const argument = node.argument.type === 'TSLiteralType' ? node.argument.literal : node.argument;
      if (argument.type === 'StringLiteral') yield { source: argument.value, kind: 'type' };
      break;
    }
    case 'ImportExpression':
      if (node.source.type === 'StringLiteral') yield { source: node.source.value, kind: 'dynamic' };
      break;
    case 'CallExpression': {
      const [argument] = node.arguments;
      if (argument?.type !== 'StringLiteral') break;
      if (node.callee.type === 'Import') yield { source: argument.value, kind: 'dynamic' };
      else if (node.callee.type === 'Identifier' && node.callee.name === 'require')
        yield { source: argument.value, kind: 'static' };
      break;
    }
  }
  for (const key of Object.keys(node)) {
    if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments')
      yield* specifiers(node[key]);
  }
}

function importsOnly() {
  return {
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push('typescript');
      if (/\.[jt]sx$/.test(options.filename)) parserOptions.plugins.push('jsx');
    },
    parserOverride(code, parserOptions, parse) {
      const imports = [...specifiers(parse(code, parserOptions).program.body)].map(({ source, kind }) => {
        const specifier = JSON.stringify(source);
        if (kind === 'dynamic') return `import(${specifier});`;
        return kind === 'type' ? `typeOnly(${specifier});` : `import ${specifier};`;
      });
      return parse(imports.join('\n'), { sourceType: 'module' });
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  sourceType: 'module',
  plugins: [importsOnly],
};
