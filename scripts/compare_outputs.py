"""compare_outputs.py BASE NEW: compares two check/ folders written by capture_outputs.sh.

Byte-identical files pass; JSON/SARIF files pass when they are equal once every "fixes" member
is removed (the field issue 8 added). Prints every other difference and a summary line.
Exit status 1 when a file differs beyond "fixes".
"""
import json,sys,os
base,new=sys.argv[1],sys.argv[2]
def strip(v):
    if isinstance(v,dict): return {k:strip(x) for k,x in v.items() if k!='fixes'}
    if isinstance(v,list): return [strip(x) for x in v]
    return v
bad=0; n=0
for f in sorted(os.listdir(base)):
    a=open(os.path.join(base,f)).read(); b=open(os.path.join(new,f)).read()
    if a==b: continue
    n+=1
    if f.endswith(('.json','.sarif')):
        ja,ra=a.rsplit('rc=',1); jb,rb=b.rsplit('rc=',1)
        try:
            if strip(json.loads(ja))==strip(json.loads(jb)) and ra==rb: continue
        except Exception as e: print('unparsable',f,e)
    bad+=1; print('DIFFERS beyond fixes:',f)
print(f"check: {n} files differ, {bad} beyond an added 'fixes' field")
sys.exit(1 if bad else 0)
