"""Shop 31: Alcántara Ferretería Industrial, industrial hardware and fastening tools from Zaragoza with branches in
Porto and Andorra la Vella (EUR; Spanish, Portuguese and Catalan paperwork). Written blind to docflow's rules."""
